import { common } from "./common";
import { consent } from "./consent";
import { dataroom } from "./dataroom";
import { desk } from "./desk";
import { deskAdmin } from "./deskAdmin";
import { errors } from "./errors";
import { forms } from "./forms";
import { leads } from "./leads";
import { mail } from "./mail";
import { popup } from "./popup";
import { search } from "./search";
import { tools } from "./tools";
import { toasts } from "./toasts";

/** The shared UI strings in English, by namespace: the reference every locale is checked against. */
export const en = {
  common,
  leads,
  forms,
  search,
  consent,
  popup,
  errors,
  toasts,
  tools,
  dataroom,
  desk,
  mail,
  deskAdmin,
} as const;

/** The shape of the shared UI strings, by namespace (the English literals). */
export type SharedResources = typeof en;

export default en;
