import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export const dataExportPath = "/account/export";

/** A copy of everything we hold about the person, as one JSON file. */
export function YourDataCard({ productName }: { productName: string }) {
  return (
    <Card id="your-data" aria-labelledby="your-data-title">
      <CardHeader>
        <CardTitle as="h2" id="your-data-title" className="text-xl">
          Your data
        </CardTitle>
        <CardDescription>
          Download a copy of everything {productName} holds about you: your profile, sign-ins,
          enrolments, progress, notes, assessment results, applications and subscription. The file
          is JSON, readable by people and by other services.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          {/* A document request, not a client navigation: the browser saves the file. */}
          <a href={dataExportPath} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
