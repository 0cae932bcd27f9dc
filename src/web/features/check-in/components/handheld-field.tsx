import { ScanLine } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Input, Label } from "#web/components/ui/input";
import { useField } from "#web/components/ui/text-field";
import { useTranslation } from "#web/lib/translation";

/**
 * The field a handheld scanner types into (it ends each code with Enter). It has the focus when the
 * scanner opens and keeps it after each scan, so the next ticket can be scanned at once.
 */
export function HandheldField({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const { id, control, extras } = useField("door-code", { hint: t("door.scan.codeHint") });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim()) onScan(value);
    setValue("");
    input.current?.focus();
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id}>{t("door.scan.code")}</Label>
      <div className="flex gap-2">
        <Input
          {...control}
          ref={input}
          className="h-12 min-w-0 flex-1 font-mono md:text-base"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          // A handheld scanner types into whatever has the focus: the scanner's one field has it.
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" size="lg" className="h-12">
          <ScanLine aria-hidden="true" />
          {t("door.scan.check")}
        </Button>
      </div>
      {extras}
    </form>
  );
}
