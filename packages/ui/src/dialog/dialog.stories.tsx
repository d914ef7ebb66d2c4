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

type BookingDialogProps = { defaultOpen?: boolean };

/** The booking options of spec section 9 in a dialog. */
function BookingDialog({
  defaultOpen = false,
  closeLabel,
}: BookingDialogProps & { closeLabel?: string }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Book Consultation</Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
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
  component: BookingDialog,
  render: (args: BookingDialogProps, { globals }: StoryGlobals) => (
    <BookingDialog {...args} closeLabel={storyCopy(globals).close} />
  ),
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
