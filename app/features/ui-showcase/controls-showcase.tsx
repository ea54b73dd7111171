import { Link } from "react-router";
import { ArrowRight, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Checkbox, NativeCheckbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  NativeSelect,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { ShowcaseRow, ShowcaseSection } from "~/features/ui-showcase/showcase-section";

const variants = ["primary", "secondary", "outline", "ghost", "destructive", "link"] as const;
const sizes = ["sm", "md", "lg"] as const;
const professions = ["Doctor", "Nurse", "Midwife", "Paramedic", "Medical student", "Other"];

export function ControlsShowcase() {
  return (
    <>
      <ShowcaseSection id="buttons" title="Buttons">
        <ShowcaseRow label="Variants">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </ShowcaseRow>
        <ShowcaseRow label="Sizes">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              Size {size}
            </Button>
          ))}
          <Button size="icon" variant="outline" aria-label="Add note">
            <Plus aria-hidden="true" />
          </Button>
        </ShowcaseRow>
        <ShowcaseRow label="States">
          <Button loading>Saving</Button>
          <Button variant="outline" loading>
            Loading
          </Button>
          <Button size="icon" loading aria-label="Saving" />
          <Button disabled>Disabled</Button>
          <Button asChild variant="secondary">
            <Link to="/dev/ui">
              As a link <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </ShowcaseRow>
      </ShowcaseSection>

      <ShowcaseSection id="forms" title="Form controls">
        <form className="grid max-w-xl gap-6" onSubmit={(event) => event.preventDefault()}>
          <Field label="Email address" hint="We send your receipt here.">
            <Input type="email" name="email" autoComplete="email" placeholder="you@nhs.net" />
          </Field>
          <Field
            label="GMC or NMC number"
            error="Enter a 7-digit GMC or an 8-character NMC number."
          >
            <Input name="registration" defaultValue="12AB" />
          </Field>
          <Field label="Anything we should know?" optional>
            <Textarea name="notes" placeholder="Accessibility needs, preferred shifts…" />
          </Field>
          <Field label="Profession (Radix Select)">
            {(control) => (
              <Select name="profession">
                <SelectTrigger {...control}>
                  <SelectValue placeholder="Choose your profession" />
                </SelectTrigger>
                <SelectContent>
                  {professions.map((p) => (
                    <SelectItem key={p} value={p}>
                      {p}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
          <Field label="Profession (native select, works without JavaScript)">
            <NativeSelect name="professionNative" defaultValue="">
              <option value="" disabled>
                Choose your profession
              </option>
              {professions.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex items-center gap-3">
            <Checkbox id="updates" name="updates" value="yes" defaultChecked />
            <Label htmlFor="updates" className="font-normal">
              Email me about new VR scenarios
            </Label>
          </div>
          <div className="flex items-center gap-3">
            <NativeCheckbox id="terms" name="terms" />
            <Label htmlFor="terms" className="font-normal">
              I accept the terms (native checkbox)
            </Label>
          </div>
          <Button type="submit" className="w-fit">
            Submit
          </Button>
        </form>
      </ShowcaseSection>
    </>
  );
}
