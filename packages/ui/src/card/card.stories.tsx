import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "./card";

const meta = {
  title: "Data display/Card",
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed-price offer as a plain card (spec section 9, fixed service prices). */
export const FixedPriceOffer: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <h3>AI Strategy Value Sprint</h3>
        </CardTitle>
        <CardDescription>A 4-6 week sprint that ranks 5-10 use cases by value.</CardDescription>
        <CardAction>
          <a
            className="text-sm text-primary underline-offset-4 hover:underline"
            href="/services/ai-strategy-value-sprint"
          >
            Details
          </a>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>Half day workshop: $2,000</p>
        <p>Full day workshop: $3,500</p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <a href="/contact?source=service-page&utm_service=ai-strategy-value-sprint">
            Book the sprint
          </a>
        </Button>
      </CardFooter>
    </Card>
  ),
};

/** A card with text only. */
export const TextOnly: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <h3>Model Monitoring &amp; Observability</h3>
        </CardTitle>
        <CardDescription>$1,500 per month</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        Drift, latency and cost tracked for every production model, with alerts your team owns.
      </CardContent>
    </Card>
  ),
};
