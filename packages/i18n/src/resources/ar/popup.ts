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
      "احصلوا شهريًا على أبحاثنا حول جعل مشاريع الذكاء الاصطناعي مجدية، مباشرةً في بريدكم الوارد.",
  },
  emailLabel: "البريد الإلكتروني للعمل",
  emailPlaceholder: "\u2066you@company.com\u2069",
  submit: "اشتركوا",
  success: "تم اشتراككم. شكرًا لكم!",
  dismiss: "لا، شكرًا",
  close: "إغلاق",
  privacyNote: "نحترم خصوصيتكم. يمكنكم إلغاء الاشتراك في أي وقت.",
} satisfies StringTree;
