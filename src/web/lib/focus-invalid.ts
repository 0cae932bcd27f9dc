/** After a failed submit, puts the keyboard on the first field marked invalid. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // The error state renders on the next frame.
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
