import type { StringTree } from "../../instance/resource-types";

/** واجهة الخطأ غير المتوقع وصفحة «الصفحة غير موجودة» بالعربية الفصحى. */
export const errors = {
  boundary: {
    title: "حدث خطأ ما",
    description:
      "واجهنا خطأً غير متوقع. يُرجى تحديث الصفحة، أو التواصل مع فريق الدعم إذا استمرت المشكلة.",
    reload: "إعادة تحميل الصفحة",
    retry: "إعادة المحاولة",
    details: "تفاصيل الخطأ",
  },
  notFound: {
    code: "404",
    title: "الصفحة غير موجودة",
    description: "الصفحة التي تبحثون عنها غير موجودة أو نُقلت إلى عنوان آخر.",
    home: "العودة إلى الصفحة الرئيسية",
    search: "ابحثوا في الموقع",
    contact: "تواصلوا معنا",
  },
} satisfies StringTree;
