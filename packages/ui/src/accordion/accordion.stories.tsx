import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { componentDocs } from "../stories/component-docs";

const steps = [
  {
    value: "discover",
    title: "Discover and strategize",
    body: "We map your data estate, risks and the use cases with the clearest return, then agree the success measures.",
  },
  {
    value: "build",
    title: "Build and integrate",
    body: "We ship pipelines, models and controls into your environment, integrated with the systems your teams already use.",
  },
  {
    value: "monitor",
    title: "Monitor and optimize",
    body: "We track drift, cost and business value after go-live and tune what the numbers say to tune.",
  },
];

const items = steps.map((step) => (
  <AccordionItem key={step.value} value={step.value}>
    <AccordionTrigger>{step.title}</AccordionTrigger>
    <AccordionContent className="text-muted-foreground">{step.body}</AccordionContent>
  </AccordionItem>
));

/** The Accordion props the stories drive (with `multiple`, `defaultValue` opens that one item). */
type ProcessAccordionArgs = {
  type: "single" | "multiple";
  collapsible?: boolean;
  defaultValue?: string;
  disabled?: boolean;
};

const meta = {
  title: "Disclosure/Accordion",
  parameters: componentDocs({
    usage:
      'A set of sections of which one (`type="single"`, optionally `collapsible`) or several (`type="multiple"`) open at a time. Arrow keys, Home and End move between the triggers (WAI-ARIA accordion pattern). `AccordionItem` needs a `value`.',
    rtl: "Triggers align to the start and the chevron to the end; the arrow keys follow the reading order.",
  }),
  // Typed by the stories' args: Accordion's own props are a union on `type`, one control here.
  component: Accordion as ComponentType<ProcessAccordionArgs>,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  args: { type: "single", collapsible: true, disabled: false },
  argTypes: {
    type: { control: "inline-radio", options: ["single", "multiple"] },
    defaultValue: { control: "select", options: [undefined, ...steps.map((step) => step.value)] },
  },
  render: ({ type, collapsible, defaultValue, disabled }: ProcessAccordionArgs) =>
    type === "multiple" ? (
      <Accordion
        type="multiple"
        defaultValue={defaultValue ? [defaultValue] : undefined}
        disabled={disabled}
        className="max-w-lg"
      >
        {items}
      </Accordion>
    ) : (
      <Accordion
        type="single"
        collapsible={collapsible}
        defaultValue={defaultValue}
        disabled={disabled}
        className="max-w-lg"
      >
        {items}
      </Accordion>
    ),
} satisfies Meta<ProcessAccordionArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's three-step process (spec section 1). */
export const AllCollapsed: Story = {};
export const FirstOpen: Story = { args: { defaultValue: "discover" } };
