import { SubscriberList } from "../../components/desk/subscribers/subscriber-list";
import { SectionPage } from "../staff-pages";

/** The app's "subscribers" section, loaded on first use (`React.lazy`). */
export default function Component() {
  return (
    <SectionPage section="subscribers" titleKey="nav.subscribers">
      {() => <SubscriberList />}
    </SectionPage>
  );
}
