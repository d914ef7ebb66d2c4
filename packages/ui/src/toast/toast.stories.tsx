import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProps,
} from "./toast";
import { componentDocs } from "../stories/component-docs";

type ShownToastProps = Pick<ToastProps, "variant"> & {
  title: string;
  description?: string;
  actionLabel?: string;
};

/** A toast held open, to see each variant without waiting for one. */
function ShownToast({ variant, title, description, actionLabel }: ShownToastProps) {
  return (
    <ToastProvider duration={Number.POSITIVE_INFINITY}>
      <Toast variant={variant} open>
        <div className="grid gap-1">
          <ToastTitle>{title}</ToastTitle>
          {description ? <ToastDescription>{description}</ToastDescription> : null}
        </div>
        {actionLabel ? (
          <ToastAction altText="Send the form again">{actionLabel}</ToastAction>
        ) : null}
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  );
}

const meta = {
  title: "Feedback/Toast",
  parameters: componentDocs({
    usage:
      "The simple toasts' parts (Radix): `Toast` (`variant` default, success or destructive) with `ToastTitle`, `ToastDescription`, an optional `ToastAction` (with `altText` for screen readers) and `ToastClose`, inside a `ToastProvider` and `ToastViewport`. Usually raised through `toast()` and shown by `Toaster`.",
    rtl: "The close button sits at the end; toasts swipe towards the end edge.",
  }),
  component: ShownToast,
  subcomponents: {
    Toast,
    ToastTitle,
    ToastDescription,
    ToastAction,
    ToastClose,
    ToastViewport,
  },
  args: { title: "Message sent", description: "We will be in touch within one business day." },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "success", "destructive"] },
  },
} satisfies Meta<typeof ShownToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = {
  args: {
    variant: "success",
    title: "Thank you!",
    description: "We will be in touch within one business day.",
  },
};
/** Spec section 8: a timeout, with a retry. */
export const Destructive: Story = {
  args: {
    variant: "destructive",
    title: "Request timed out. Please try again.",
    description: undefined,
    actionLabel: "Retry",
  },
};
