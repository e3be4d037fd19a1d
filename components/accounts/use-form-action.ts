"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from "react";
import type { FormResult } from "@/lib/transports/web/form-result";

/**
 * A server action for a form that keeps what the person typed when it answers with errors. React
 * resets a form after an `action` submission; with JavaScript the submit is taken over here (no
 * reset, unless `resetOnSuccess`), and without it the form still posts to the same action.
 */
export function useFormAction(action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>, options: { resetOnSuccess?: boolean } = {}) {
  const [state, dispatch, pending] = useActionState(action, null);
  const form = useRef<HTMLFormElement | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.current = event.currentTarget;
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };
  useEffect(() => {
    if (state?.ok && options.resetOnSuccess) form.current?.reset();
  }, [state, options.resetOnSuccess]);
  return { state, formProps: { action: dispatch, onSubmit }, pending };
}
