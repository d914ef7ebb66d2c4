import { useQuery } from "@tanstack/react-query";
import { deskApi } from "./desk-api";
import { DESK_QUERY_KEYS } from "./desk-query-client";

/** The active staff who may own a lead (names for the owner column and menu), and the caller. */
export function useDeskStaff() {
  return useQuery({
    queryKey: DESK_QUERY_KEYS.staff,
    queryFn: ({ signal }) => deskApi.staff(signal),
  });
}
