import type { Meta, StoryObj } from "@storybook/react-vite";
import { brokenImageUrl, ethicsCaseStudy, roiCaseStudy } from "../stories/vantreo-content";
import { CaseStudyCard } from "./case-study-card";

const meta = {
  title: "Marketing/CaseStudyCard",
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
