import { Button } from "@vantreo/ui";
import { Link } from "react-router";

export function meta() {
  return [
    { title: "Enterprise Data, AI & Security Consulting in Atlanta | Vantreo Data & AI" },
    {
      name: "description",
      content:
        "Vantreo designs, builds and runs private AI, modern data platforms and AI governance for regulated enterprises, from our Atlanta office in Sandy Springs, Georgia.",
    },
  ];
}

export default function Home() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Enterprise AI that ships, scales and stands up to an audit
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Private AI, modern data platforms and AI governance for regulated enterprises, built by
        engineers in Atlanta.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/contact?source=hero-cta">Book a Consultation</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/case-studies">View Enterprise Case Studies</Link>
        </Button>
      </div>
    </main>
  );
}
