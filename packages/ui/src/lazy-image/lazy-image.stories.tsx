import type { Meta, StoryObj } from "@storybook/react-vite";
import { brokenImageUrl, roiCaseStudy } from "../stories/vantreo-content";
import { LazyImage } from "./lazy-image";
import { componentDocs } from "../stories/component-docs";

const meta = {
  title: "Media/LazyImage",
  parameters: componentDocs({
    usage:
      "An image that loads lazily behind a placeholder, fades in once loaded and is removed with its placeholder when it fails. `width` and `height` reserve the box (no layout shift); `wrapperClassName` styles the frame.",
    rtl: "Images are not mirrored.",
  }),
  component: LazyImage,
  args: {
    src: roiCaseStudy.imageUrl,
    alt: "Chart of the cost of a self-hosted model against a hosted API",
    width: 640,
    height: 360,
    wrapperClassName: "max-w-xl rounded-lg border",
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder shows until the image loads, then the image fades in. */
export const Loaded: Story = {};
/** The address does not exist: the image and its placeholder are removed (spec section 4). */
export const FailsToLoad: Story = { args: { src: brokenImageUrl } };
