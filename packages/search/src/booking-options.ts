/**
 * The bookable engagements of spec section 9 ("Booking prices"), shown as booking cards when a
 * query shows booking intent. Each links to its own scheduling page (spec section 7), whose
 * address the site passes to `search` as `schedulingUrls`.
 */
export const BOOKING_OPTIONS = [
  {
    id: "assessment",
    title: "Data & AI Assessment",
    description:
      "A one-week review of your data estate, models and delivery practice, ending with an ROI analysis of the opportunities worth funding.",
    price: 5000,
    duration: "1 week",
    highlights: ["1 week", "ROI analysis"],
    words: ["assessment", "assessments", "roi analysis", "bewertung", "تقييم"],
  },
  {
    id: "workshop",
    title: "Half-Day Workshop",
    description:
      "A facilitated half-day session with your leadership and delivery teams to agree priorities, owners and a first roadmap.",
    price: 2000,
    duration: "Half day",
    highlights: ["Half day", "Roadmap"],
    words: ["workshop", "workshops", "half day", "ورشه"],
  },
  {
    id: "deep-dive",
    title: "60-Minute Deep Dive",
    description:
      "A technical hour with a senior engineer on one architecture, model or pipeline question, with written follow-up.",
    price: 500,
    duration: "60 minutes",
    highlights: ["60 minutes", "Senior engineer"],
    words: ["deep dive", "deepdive", "60 minute", "60 minutes", "60 min"],
  },
  {
    id: "consultation",
    title: "30-Minute Consultation",
    description:
      "A focused half hour with a consultant on your question. The fee is credited to larger packages.",
    price: 100,
    duration: "30 minutes",
    highlights: ["30 minutes", "Credited to larger packages"],
    words: [
      "consultation",
      "consultations",
      "30 minute",
      "30 minutes",
      "30 min",
      "beratung",
      "استشاره",
    ],
  },
  {
    id: "discovery",
    title: "15-Minute Discovery Call",
    description: "A short call to understand your goals and point you to the right next step.",
    price: 0,
    duration: "15 minutes",
    highlights: ["15 minutes", "Free"],
    words: [
      "discovery",
      "discovery call",
      "15 minute",
      "15 minutes",
      "15 min",
      "free call",
      "erstgespraech",
    ],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  price: number;
  duration: string;
  highlights: readonly string[];
  words: readonly string[];
}[];

/** One bookable engagement; `price` in US dollars, 0 when free. */
export type BookingOption = (typeof BOOKING_OPTIONS)[number];

/** Identifier of a booking option; also the key of its scheduling URL. */
export type BookingOptionId = BookingOption["id"];

/** Scheduling page (e.g. a Calendly event) of each booking option, from the site's config. */
export type SchedulingUrls = Partial<Record<BookingOptionId, string>>;
