import type { Meta, StoryObj } from "@storybook/react-vite";
import { brokenImageUrl } from "../stories/vantreo-content";
import { TrustBadge } from "./trust-badge";
import { componentDocs } from "../stories/component-docs";

// A shield drawn inline, standing in for a framework logo, so the stories need no static files.
const shield = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z" fill="#58c4dc"/><path d="m11 16 4 4 7-8" fill="none" stroke="#0f1e33" stroke-width="3"/></svg>',
)}`;

const meta = {
  title: "Marketing/TrustBadge",
  parameters: componentDocs({
    usage:
      "A framework or certification the firm works to: `name`, optional `description` and `logoSrc`. A logo that fails to load is hidden, also when it failed before hydration.",
    rtl: "The logo sits at the start of the text.",
  }),
  component: TrustBadge,
  args: { name: "NIST AI RMF", description: "AI Risk Management Framework", logoSrc: shield },
} satisfies Meta<typeof TrustBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {};
/** A logo that fails to load is hidden (spec section 1). */
export const LogoFailsToLoad: Story = { args: { logoSrc: brokenImageUrl } };
export const NameOnly: Story = { args: { logoSrc: undefined, description: undefined } };

/** The four badges of the home page. */
export const HomeRow: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4">
      <TrustBadge name="NIST AI RMF" description="AI Risk Management Framework" logoSrc={shield} />
      <TrustBadge name="SR 11-7" description="Model risk management guidance" logoSrc={shield} />
      <TrustBadge
        name="CSA AI MRM"
        description="Cloud Security Alliance AI model risk"
        logoSrc={brokenImageUrl}
      />
      <TrustBadge name="EU AI Act Ready" logoSrc={shield} />
    </div>
  ),
};
