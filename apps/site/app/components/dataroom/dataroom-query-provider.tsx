import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createDataroomQueryClient } from "./dataroom-query-client";

// One cache for the tab's lifetime, created when the first data-room island loads: moving
// between the room's pages reuses the catalogue while it is fresh.
const queryClient = createDataroomQueryClient();

/** The page's data-room cache (tests clear it between scenarios). */
export const dataroomQueryClient = queryClient;

/** The data room's query cache around an island (see client-island.tsx). */
export function DataroomQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
