import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { storyCopy } from "../stories/story-copy";
import type { StoryGlobals } from "../stories/story-globals";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { componentDocs } from "../stories/component-docs";

type BookingDialogProps = {
  /** Open on first render (Dialog's `defaultOpen`). */
  defaultOpen?: boolean;
  /** Show the close button in the corner (DialogContent's `showCloseButton`). */
  showCloseButton?: boolean;
};

/** The booking options of spec section 9 in a dialog. */
function BookingDialog({
  defaultOpen = false,
  showCloseButton = true,
  closeLabel,
}: BookingDialogProps & { closeLabel?: string }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Book Consultation</Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle>Book a consultation</DialogTitle>
          <DialogDescription>Pick the format that fits where you are.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 text-sm">
          <li>15-minute discovery call: free</li>
          <li>30-minute consultation: $100, credited to larger packages</li>
          <li>60-minute deep dive: $500</li>
          <li>Half-day workshop: $2,000</li>
          <li>Assessment: $5,000 (1 week, ROI analysis)</li>
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button asChild>
            <a href="/bookings" target="_blank" rel="noreferrer">
              Choose a time
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: "Overlays/Dialog",
  parameters: componentDocs({
    usage:
      "A modal dialog: `Dialog` with `DialogTrigger`, `DialogContent` (`closeLabel` names the close button, `showCloseButton` hides it), `DialogHeader` with a required `DialogTitle` and a `DialogDescription`, and `DialogFooter`. Focus is trapped, Escape and a click outside close it, and focus returns to whatever opened it.",
    rtl: "The close button sits at the top end (left in Arabic); footer buttons line up from the end.",
  }),
  component: Dialog,
  subcomponents: {
    DialogTrigger,
    DialogContent,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  args: { defaultOpen: false, showCloseButton: true },
  render: (args: BookingDialogProps, { globals }: StoryGlobals) => (
    <BookingDialog {...args} closeLabel={storyCopy(globals).close} />
  ),
} satisfies Meta<BookingDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
// An open modal would cover the docs page, so the open states are shown on their own pages only.
export const Open: Story = { tags: ["!autodocs"], args: { defaultOpen: true } };
