// A reply from the desk is a first contact (issue 32, the one-business-day clock): the reply's
// transaction records it with the pipeline's one statement, which leaves a later reply's time
// alone. The clock (reply-by time, reminders, escalation) reads `leads.first_contact_at`.
export { recordFirstContact } from "../pipeline/pipeline-statements";
