import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { faqItems } from "~/features/faqs/faq-items";

/** One answer open at a time, and the open one can be closed again (docs/product/public-site.md#faqs). */
export function FaqList() {
  return (
    <Accordion
      type="single"
      collapsible
      className="rounded-2xl border border-border bg-surface px-5 shadow-sm sm:px-8"
    >
      {faqItems.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger className="text-lg">{item.question}</AccordionTrigger>
          <AccordionContent className="grid gap-3 text-base">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
