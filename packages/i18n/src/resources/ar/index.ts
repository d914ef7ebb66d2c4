import type { LocaleResources } from "../../instance/resource-types";
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

/** The shared UI strings in Modern Standard Arabic, by namespace. */
export const ar = {
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
} satisfies LocaleResources;

export default ar;
