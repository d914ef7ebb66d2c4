import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createDeskQueryClient } from "./desk-query-client";

// One cache for the tab's lifetime, shared by the desk's islands on a page.
const queryClient = createDeskQueryClient();

/** The page's desk cache (tests clear it between scenarios). */
export const deskQueryClient = queryClient;

/** The desk's query cache around an island. */
export function DeskQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
