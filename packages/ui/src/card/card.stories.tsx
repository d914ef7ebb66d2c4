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
import { componentDocs } from "../stories/component-docs";

/** The example card's texts, as controls. */
type OfferCardArgs = { title: string; description: string };

const meta = {
  title: "Data display/Card",
  parameters: componentDocs({
    usage:
      "The card surface and its parts: `CardHeader` (with `CardTitle`, `CardDescription` and an optional `CardAction` at the end of the header), `CardContent` and `CardFooter`. `CardTitle` takes the heading element you choose, so the page keeps a correct heading order. Controls: the title and description of the example.",
    rtl: "The action sits at the end of the header (left in Arabic); padding is logical.",
  }),
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter },
  args: {
    title: "AI Strategy Value Sprint",
    description: "A 4-6 week sprint that ranks 5-10 use cases by value.",
  },
} satisfies Meta<OfferCardArgs>;

export default meta;
type Story = StoryObj<OfferCardArgs>;

/** A fixed-price offer as a plain card (spec section 9, fixed service prices). */
export const FixedPriceOffer: Story = {
  render: ({ title, description }) => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
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
  parameters: { controls: { disable: true } },
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
