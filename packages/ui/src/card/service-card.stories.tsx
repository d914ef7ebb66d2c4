import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { ChartIcon, ChipIcon, DatabaseIcon, ShieldIcon } from "../icons/icons";
import { homeServices, privateLlm } from "../stories/vantreo-content";
import { ServiceCard, type ServiceCardProps } from "./service-card";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Marketing/ServiceCard",
  parameters: componentDocs({
    usage:
      'A service on a grid: `icon`, `title`, `description`, optional `highlight`, `href` and `linkLabel` ("Learn more"). The whole card is one click target, the link is named by the title, and `headingLevel` (2–4) fits the page outline; `linkComponent` passes the app\'s router link.',
    rtl: "The arrow of the link mirrors (`rtl:rotate-180`); text aligns to the start.",
  }),
  component: ServiceCard,
  args: { ...privateLlm, icon: <ChipIcon /> },
  render: (args: ServiceCardProps, { globals }: StoryGlobals) => (
    <ServiceCard className="max-w-sm" linkLabel={storyCopy(globals).learnMore} {...args} />
  ),
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivateLlmDeployment: Story = {};
export const WithoutHighlight: Story = { args: { highlight: undefined } };
export const WithoutIcon: Story = { args: { icon: undefined } };

/** The four service cards of the home page (spec section 2). */
export const HomeGrid: Story = {
  render: (_args: ServiceCardProps, { globals }: StoryGlobals) => {
    const icons = [
      <DatabaseIcon key="d" />,
      <ShieldIcon key="s" />,
      <ChartIcon key="c" />,
      <ChipIcon key="m" />,
    ];
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeServices.map((service, index) => (
          <ServiceCard
            key={service.href}
            {...service}
            icon={icons[index]}
            linkLabel={storyCopy(globals).learnMore}
          />
        ))}
      </div>
    );
  },
};
