// The from–to picker (react-hook-form over the period's zod schema): two date inputs and Show.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { usagePeriodFormSchema, type UsagePeriodValues } from './usage-period';

export interface UsagePeriodFormProps {
  period: UsagePeriodValues;
  onShow: (period: UsagePeriodValues) => void;
}

export function UsagePeriodForm({ period, onShow }: UsagePeriodFormProps) {
  const ids = { from: useId(), to: useId(), error: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UsagePeriodValues>({
    resolver: zodResolver(usagePeriodFormSchema),
    defaultValues: period,
  });
  const problem = errors.from?.message ?? errors.to?.message;
  return (
    <form
      className="usage-period"
      aria-label="Period"
      noValidate
      onSubmit={(event) => void handleSubmit(onShow)(event)}
    >
      <div className="usage-period__field">
        <label htmlFor={ids.from}>From</label>
        <input
          id={ids.from}
          type="date"
          className="text-input"
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
          {...register('from')}
        />
      </div>
      <div className="usage-period__field">
        <label htmlFor={ids.to}>To</label>
        <input
          id={ids.to}
          type="date"
          className="text-input"
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
          {...register('to')}
        />
      </div>
      <button type="submit" className="button button--ghost">
        Show
      </button>
      {problem ? (
        <p id={ids.error} role="alert" className="usage-period__error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
