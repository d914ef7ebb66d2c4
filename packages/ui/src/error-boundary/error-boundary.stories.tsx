import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import { ErrorBoundary } from "./error-boundary";
import { componentDocs } from "../stories/component-docs";

function BrokenCalculator(): never {
  throw new Error("The AI ROI calculator failed to render (story).");
}

type BoundaryDemoProps = {
  /** Render a child that throws, to see the fallback. */
  failing?: boolean;
};

function BoundaryDemo({ failing = true, globals = {} }: BoundaryDemoProps & Partial<StoryGlobals>) {
  const copy = storyCopy(globals);
  return (
    <ErrorBoundary
      texts={{
        title: copy.errorTitle,
        description: copy.errorDescription,
        reload: copy.reloadPage,
        retry: copy.tryAgain,
      }}
      onError={(error) => console.info("error-boundary event:", error.message)}
    >
      {failing ? (
        <BrokenCalculator />
      ) : (
        <p>AI ROI Calculator: enter your current model spend to begin.</p>
      )}
    </ErrorBoundary>
  );
}

const meta = {
  title: "Feedback/ErrorBoundary",
  parameters: componentDocs({
    usage:
      "Catches a render error below it and shows 'Something went wrong' with Reload Page (reloads) and Try Again (clears the error). `texts` translates it, `onError` reports to analytics, `onReset` and `onReload` hook the buttons. The control `failing` throws in the example.",
    rtl: "Text and buttons align to the start.",
  }),
  component: BoundaryDemo,
  subcomponents: { ErrorBoundary },
  args: { failing: true },
  render: (args: BoundaryDemoProps, { globals }: StoryGlobals) => (
    <BoundaryDemo {...args} globals={globals} />
  ),
} satisfies Meta<typeof BoundaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render error below the boundary: the spec's message (section 8), in the toolbar's locale. */
export const Caught: Story = {};
/** Nothing failed: the children render as they are. */
export const NoError: Story = { args: { failing: false } };
