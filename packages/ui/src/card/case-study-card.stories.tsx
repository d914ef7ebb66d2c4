import type { Meta, StoryObj } from "@storybook/react-vite";
import { brokenImageUrl, ethicsCaseStudy, roiCaseStudy } from "../stories/vantreo-content";
import { CaseStudyCard } from "./case-study-card";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Marketing/CaseStudyCard",
  parameters: componentDocs({
    usage:
      "A case study teaser with a 640×360 lazy image (removed if it fails to load), tags, the title as the link and a summary. Without `imageUrl` the card shows text only.",
    rtl: "Tags wrap from the start; the image is not mirrored.",
  }),
  component: CaseStudyCard,
  args: { ...roiCaseStudy },
  render: (args) => <CaseStudyCard className="max-w-md" {...args} />,
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 640×360 image fades in over its placeholder once loaded. */
export const WithImage: Story = {};
export const WithoutImage: Story = { args: { ...ethicsCaseStudy } };
/** A cover that fails to load is removed; the text stays. */
export const ImageFailsToLoad: Story = { args: { imageUrl: brokenImageUrl } };
