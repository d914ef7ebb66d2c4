import { Button } from "@vantreo/ui";

/** One bookable session as the /bookings page shows it, prepared in the loader. */
export interface BookingOptionView {
  id: string;
  title: string;
  description: string;
  highlights: readonly string[];
  /** "$5,000", or the translated "Free" for the discovery call. */
  price: string;
  /** The option's scheduling page with utm_source and utm_service (spec section 7). */
  href: string;
  /** The link's visible text, e.g. "Schedule the 60-Minute Deep Dive". */
  action: string;
}

interface BookingOptionListProps {
  options: readonly BookingOptionView[];
  /** Told to screen readers after each link, which opens a new tab. */
  newTab: string;
}

/** The five sessions of spec section 9 ("Booking prices") as cards with price and booking link. */
export function BookingOptionList({ options, newTab }: BookingOptionListProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {options.map((option) => (
        <li
          key={option.id}
          data-booking-option={option.id}
          className="flex flex-col rounded-xl border bg-card p-6"
        >
          <h3 className="text-lg font-semibold">{option.title}</h3>
          <p className="mt-2 text-3xl font-bold text-primary">{option.price}</p>
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {option.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">{option.description}</p>
          <Button asChild className="mt-6 self-start">
            <a href={option.href} target="_blank" rel="noopener noreferrer">
              {option.action}
              <span className="sr-only"> {newTab}</span>
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}
