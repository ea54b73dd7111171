import { Clock, Sparkles } from "lucide-react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ShowcaseRow, ShowcaseSection } from "~/features/ui-showcase/showcase-section";

const faqs = [
  { q: "Do I need a VR headset?", a: "No. Every scenario also runs in a desktop browser." },
  {
    q: "Can my trust pay for my subscription?",
    a: "Yes. Institutions can ask us for a custom plan.",
  },
];

export function DisplayShowcase() {
  return (
    <ShowcaseSection id="display" title="Content and feedback">
      <ShowcaseRow label="Badges">
        <Badge>Default</Badge>
        <Badge variant="secondary">Secondary</Badge>
        <Badge variant="outline">Outline</Badge>
        <Badge variant="success">Passed</Badge>
        <Badge variant="warning">Due soon</Badge>
        <Badge variant="coming-soon">
          <Sparkles aria-hidden="true" /> Coming Soon
        </Badge>
      </ShowcaseRow>
      <ShowcaseRow label="Avatars and spinner">
        <Avatar initial="S" size="sm" />
        <Avatar initial="M" />
        <Avatar initial="U" size="lg" label="User" />
        <Spinner label="Loading" className="size-6 text-primary-700" />
      </ShowcaseRow>
      <ShowcaseRow label="Cards">
        <div className="grid w-full gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <Badge variant="success">Enrolled</Badge>
              <CardTitle>Peripheral cannulation</CardTitle>
              <CardDescription>6 lessons · VR session · assessment</CardDescription>
            </CardHeader>
            <CardContent className="text-sm text-muted">
              Practise site selection, aseptic non-touch technique and securing the cannula.
            </CardContent>
            <CardFooter>
              <Button size="sm">Continue</Button>
              <span className="flex items-center gap-1 text-sm text-muted">
                <Clock aria-hidden="true" className="size-4" /> 45 min
              </span>
            </CardFooter>
          </Card>
          <Card aria-busy="true">
            <CardHeader>
              <Skeleton className="h-5 w-24 rounded-full" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </CardHeader>
            <CardContent className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </CardContent>
            <CardFooter>
              <Skeleton className="h-9 w-24" />
            </CardFooter>
          </Card>
        </div>
      </ShowcaseRow>
      <ShowcaseRow label="Tabs">
        <Tabs defaultValue="monthly" className="w-full">
          <TabsList aria-label="Billing period">
            <TabsTrigger value="monthly">Monthly</TabsTrigger>
            <TabsTrigger value="yearly">Yearly</TabsTrigger>
          </TabsList>
          <TabsContent value="monthly">Billed every month. Cancel any time.</TabsContent>
          <TabsContent value="yearly">Billed once a year, two months free.</TabsContent>
        </Tabs>
      </ShowcaseRow>
      <ShowcaseRow label="Accordion">
        <Accordion type="single" collapsible className="w-full max-w-2xl">
          {faqs.map((faq) => (
            <AccordionItem key={faq.q} value={faq.q}>
              <AccordionTrigger>{faq.q}</AccordionTrigger>
              <AccordionContent>{faq.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </ShowcaseRow>
    </ShowcaseSection>
  );
}
