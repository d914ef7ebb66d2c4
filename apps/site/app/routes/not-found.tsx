import { Link } from "react-router";

export function meta() {
  return [{ title: "Page not found | Vantreo Data & AI" }, { name: "robots", content: "noindex,follow" }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Link className="mt-6 inline-block text-primary underline" to="/">
        Back to the home page
      </Link>
    </main>
  );
}
