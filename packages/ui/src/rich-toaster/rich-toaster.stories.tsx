import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { Button } from "../button/button";
import { RichToaster, richToast, type RichToasterProps } from "./rich-toaster";
import { componentDocs } from "../stories/component-docs";

/** Buttons for each kind of rich toast (spec section 4), with the lead form's real messages. */
function RichToastDemo({
  raiseOnMount = false,
  ...props
}: RichToasterProps & {
  /** Raise three toasts as the story opens, to see the stack. */
  raiseOnMount?: boolean;
}) {
  useEffect(() => {
    if (!raiseOnMount) return;
    richToast.success("Thank you! We will be in touch within one business day.");
    richToast.info("Your ROI estimate is ready to download.");
    richToast.error("Failed to submit");
    return () => {
      richToast.dismiss();
    };
  }, [raiseOnMount]);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={() => richToast.loading("Submitting...")}>
        Loading
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          richToast.success("Thank you! We will be in touch within one business day.", {
            description: "Your message reached the Vantreo Data & AI team.",
          })
        }
      >
        Success
      </Button>
      <Button
        variant="outline"
        onClick={() => richToast.info("Your ROI estimate is ready to download.")}
      >
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() => richToast.warning("Too many requests. Please wait a moment and try again.")}
      >
        Warning
      </Button>
      <Button
        variant="outline"
        onClick={() => richToast.error("Request timed out. Please try again.")}
      >
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const id = richToast.loading("Submitting...");
          setTimeout(() => richToast.success("Message sent", { id }), 1500);
        }}
      >
        Loading, then success
      </Button>
      <RichToaster {...props} />
    </div>
  );
}

const meta = {
  title: "Feedback/RichToaster (sonner)",
  parameters: componentDocs({
    usage:
      "The rich toaster (sonner): `richToast.loading/success/info/warning/error`; 4 s, pauses on hover and while the page is hidden, three visible, swipe to dismiss. Mount one `RichToaster` per page.",
    rtl: "It sits at the bottom end (left in Arabic) and follows the page direction.",
    theme: "Follows the `ThemeProvider`'s theme, dark by default.",
  }),
  component: RichToastDemo,
  subcomponents: { RichToaster },
  args: { raiseOnMount: false },
} satisfies Meta<typeof RichToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes after 4 s, pauses on hover or while the tab is hidden, at most 3 visible, swipe to dismiss. */
export const Default: Story = {};
/** Three toasts raised as the story opens, to see the stack. */
export const Stacked: Story = { args: { raiseOnMount: true } };
export const RightToLeft: Story = {
  args: { dir: "rtl", label: "الإشعارات", closeLabel: "إغلاق", raiseOnMount: true },
};
export const LightTheme: Story = { args: { theme: "light", raiseOnMount: true } };
