import type { StringTree } from "../../instance/resource-types";

/**
 * عناصر الحقول المشتركة بين النماذج بالعربية. للعربية ست صيغ للجمع (zero, one, two, few,
 * many, other) كما تحددها قواعد CLDR، ولكل مفتاح معدود الصيغ الست جميعها.
 */
export const forms = {
  required: "مطلوب",
  optional: "اختياري",
  requiredHint: "الحقول المميّزة بعلامة النجمة (*) مطلوبة.",
  fieldError: "خطأ: {{message}}",
  charactersRemaining_zero: "لم يتبقَّ أي حرف",
  charactersRemaining_one: "يتبقى حرف واحد",
  charactersRemaining_two: "يتبقى حرفان",
  charactersRemaining_few: "تتبقى {{count, number}} أحرف",
  charactersRemaining_many: "يتبقى {{count, number}} حرفًا",
  charactersRemaining_other: "يتبقى {{count, number}} حرف",
  errorCount_zero: "لا توجد أخطاء في هذا النموذج",
  errorCount_one: "يوجد خطأ واحد في هذا النموذج",
  errorCount_two: "يوجد خطآن في هذا النموذج",
  errorCount_few: "توجد {{count, number}} أخطاء في هذا النموذج",
  errorCount_many: "يوجد {{count, number}} خطأً في هذا النموذج",
  errorCount_other: "يوجد {{count, number}} خطأ في هذا النموذج",
  selectPlaceholder: "اختاروا خيارًا",
  invalidEmail: "أدخلوا عنوان بريد إلكتروني بالصيغة \u2066name@company.com\u2069",
  tooShort_zero: "أدخلوا {{count, number}} حرف على الأقل",
  tooShort_one: "أدخلوا حرفًا واحدًا على الأقل",
  tooShort_two: "أدخلوا حرفين على الأقل",
  tooShort_few: "أدخلوا {{count, number}} أحرف على الأقل",
  tooShort_many: "أدخلوا {{count, number}} حرفًا على الأقل",
  tooShort_other: "أدخلوا {{count, number}} حرف على الأقل",
  tooLong_zero: "أدخلوا {{count, number}} حرف كحد أقصى",
  tooLong_one: "أدخلوا حرفًا واحدًا كحد أقصى",
  tooLong_two: "أدخلوا حرفين كحد أقصى",
  tooLong_few: "أدخلوا {{count, number}} أحرف كحد أقصى",
  tooLong_many: "أدخلوا {{count, number}} حرفًا كحد أقصى",
  tooLong_other: "أدخلوا {{count, number}} حرف كحد أقصى",
} satisfies StringTree;
