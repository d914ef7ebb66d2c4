import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { ToastAction } from "./toast";
import { toast } from "./toast-store";
import { Toaster, type ToasterProps } from "./toaster";
import { componentDocs } from "../stories/component-docs";

/** Buttons that drive the page's simple store, as the lead form does (spec sections 4 and 8). */
function SimpleToastDemo(props: ToasterProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        onClick={() =>
          toast({
            title: "Thank you!",
            description: "We will be in touch within one business day.",
            variant: "success",
          })
        }
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: "Request timed out. Please try again.",
            variant: "destructive",
            action: <ToastAction altText="Send the form again">Retry</ToastAction>,
          })
        }
      >
        Error with action
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          const handle = toast({ title: "Submitting..." });
          setTimeout(() => handle.update({ title: "Message sent", variant: "success" }), 1200);
        }}
      >
        Update in place
      </Button>
      <Toaster {...props} />
    </div>
  );
}

const meta = {
  title: "Feedback/Toaster (simple)",
  parameters: componentDocs({
    usage:
      "The simple toaster: call `toast({ title, description })` anywhere; one toast shows at a time, a new one replaces it. `Toaster` takes `dir`, `label` (the region's name, F8 reaches it) and `closeLabel`.",
    rtl: 'Pass `dir="rtl"` on Arabic pages: toasts then swipe to the left.',
  }),
  component: SimpleToastDemo,
  subcomponents: { Toaster },
  args: { dir: "ltr" },
  argTypes: { dir: { control: "inline-radio", options: ["ltr", "rtl"] } },
} satisfies Meta<typeof SimpleToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast at a time: a new one replaces the one shown. */
export const Default: Story = {};
/** Toasts swipe away to the left in RTL. */
export const RightToLeft: Story = {
  args: { dir: "rtl", label: "الإشعارات ({hotkey})", closeLabel: "إغلاق" },
};
