export {
  useLeadForm,
  type LeadFormStatus,
  type LeadFormMessage,
  type UseLeadFormOptions,
} from "./use-lead-form";
