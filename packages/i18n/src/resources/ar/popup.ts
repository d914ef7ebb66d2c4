import type { StringTree } from "../../instance/resource-types";

/** نافذة الاشتراك في النشرة الإخبارية ونسختها عند مغادرة الصفحة بالعربية الفصحى. */
export const popup = {
  label: "الاشتراك في النشرة الإخبارية",
  newsletter: {
    title: "موجز الذكاء الاصطناعي للمؤسسات",
    description:
      "رسالة واحدة شهريًا تضم أحدث أبحاثنا عن الذكاء الاصطناعي الخاص ومنصات البيانات وحوكمة الذكاء الاصطناعي.",
  },
  exitIntent: {
    title: "قبل أن تغادر",
    description:
      "احصل شهريًا على أبحاثنا حول جعل مشاريع الذكاء الاصطناعي مجدية، مباشرةً في بريدك الوارد.",
  },
  emailLabel: "البريد الإلكتروني للعمل",
  emailPlaceholder: "you@company.com",
  submit: "اشترك",
  success: "خطوة أخيرة: تحقق من بريدك الوارد لتأكيد اشتراكك.",
  dismiss: "لا، شكرًا",
  close: "إغلاق",
  privacyNote: "نحترم خصوصيتك. يمكنك إلغاء الاشتراك في أي وقت.",
} satisfies StringTree;
