import { DeskShell } from "../desk-shell";
import { PrivacyQueue } from "./privacy-queue";

/**
 * The browser part of /desk/privacy: sign-in, the desk's navigation, then the privacy queue (roles privacy and owner).
 * Default export so the island loads it with `React.lazy` after hydration.
 */
export default function PrivacyConsole() {
  return <DeskShell page="privacy">{(session) => <PrivacyQueue session={session} />}</DeskShell>;
}
