import { TextField } from "./ui/text-field";

/** The part of a form that asks who is writing: name, email and phone, in that order. */
interface PersonForm {
  values: { name: string; email: string; phone?: string | null };
  set(key: "name" | "email" | "phone", value: string): void;
  message(field: string): string | null;
}

interface PersonFieldsProps {
  form: PersonForm;
  labels: { name: string; email: string; phone: string };
  limits: { nameMax: number; emailMax: number; phoneMax: number };
  phoneRequired: boolean;
}

/** Name, email and phone fields with their autocomplete hints, limits and errors. */
export function PersonFields({ form, labels, limits, phoneRequired }: PersonFieldsProps) {
  return (
    <>
      <TextField
        label={`${labels.name} *`}
        autoComplete="name"
        required
        maxLength={limits.nameMax}
        value={form.values.name}
        onChange={(e) => form.set("name", e.target.value)}
        error={form.message("name")}
      />
      <TextField
        label={`${labels.email} *`}
        type="email"
        autoComplete="email"
        required
        maxLength={limits.emailMax}
        value={form.values.email}
        onChange={(e) => form.set("email", e.target.value)}
        error={form.message("email")}
      />
      <TextField
        label={phoneRequired ? `${labels.phone} *` : labels.phone}
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
        maxLength={limits.phoneMax}
        value={form.values.phone ?? ""}
        onChange={(e) => form.set("phone", e.target.value)}
        error={form.message("phone")}
      />
    </>
  );
}
