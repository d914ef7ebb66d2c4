import type { StringTree } from "../../instance/resource-types";

/** الإشعارات المنبثقة بالعربية الفصحى. */
export const toasts = {
  region: "الإشعارات",
  close: "إغلاق الإشعار",
  kinds: {
    loading: "جارٍ التحميل",
    success: "تمّ بنجاح",
    info: "معلومة",
    warning: "تحذير",
    error: "خطأ",
  },
  leadSent: "تم إرسال الرسالة",
  requestReceived: "تم استلام الطلب",
  submission: {
    keptInForm: "كل ما كتبتموه لا يزال محفوظًا في النموذج.",
  },
  subscribed: {
    title: "خطوة أخيرة",
    description: "تحققوا من بريدكم الوارد وأكّدوا اشتراككم عبر الرابط الذي أرسلناه إليكم.",
  },
  linkCopied: "تم نسخ الرابط إلى الحافظة.",
  copyFailed: "تعذّر نسخ الرابط. يُرجى نسخه من شريط العنوان.",
  offline: "يبدو أنكم غير متصلين بالإنترنت. تحقّقوا من اتصالكم ثم حاولوا مرة أخرى.",
  genericError: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
} satisfies StringTree;
