import type { LocaleResources } from "@vantreo/i18n";
import { createContext } from "react";

/**
 * The page's UI strings as resources, on staff pages only (null elsewhere): `ClientIsland` runs
 * its browser-only console under i18next and react-i18next with them.
 */
export const StaffResourcesContext = createContext<Partial<LocaleResources> | null>(null);
