import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

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

function ProcessAccordion({ defaultValue }: { defaultValue?: string }) {
  return (
    <Accordion type="single" collapsible defaultValue={defaultValue} className="max-w-lg">
      {steps.map((step) => (
        <AccordionItem key={step.value} value={step.value}>
          <AccordionTrigger>{step.title}</AccordionTrigger>
          <AccordionContent className="text-muted-foreground">{step.body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: "Disclosure/Accordion",
  component: ProcessAccordion,
} satisfies Meta<typeof ProcessAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's three-step process (spec section 1). */
export const AllCollapsed: Story = {};
export const FirstOpen: Story = { args: { defaultValue: "discover" } };
