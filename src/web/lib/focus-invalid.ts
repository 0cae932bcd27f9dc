/**
 * Puts the keyboard on the form's first invalid field once its error state has rendered: on the
 * next frame on a quick device, a few frames later on a busy phone, so it looks again for up to
 * half a second.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 30) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (framesLeft > 0 && form?.isConnected) focusFirstInvalid(form, framesLeft - 1);
  });
}
