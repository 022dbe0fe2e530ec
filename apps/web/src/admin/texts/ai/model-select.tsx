import { Alert, NativeSelect } from '@mantine/core';
import type { AiModel } from '../../api/admin-client.js';

/** docs/product.md: the dialog's default model when it can be used. */
export const DEFAULT_MODEL = 'anthropic';
/** The built-in script conversion: it runs without any provider key. */
export const OFFLINE_PROVIDER = 'transliterate';

const isOnline = (model: AiModel) => model.provider !== OFFLINE_PROVIDER;

/** The default when usable, else the first usable AI model, else script conversion, else the default anyway. */
export function initialModel(models: readonly AiModel[]): string {
  const usable = models.filter((model) => model.available);
  if (usable.some((model) => model.choice === DEFAULT_MODEL)) return DEFAULT_MODEL;
  return (usable.find(isOnline) ?? usable[0])?.choice ?? DEFAULT_MODEL;
}

/** Whether the server has no AI provider: no model but the offline conversion can run. */
export const noProviderConfigured = (models: readonly AiModel[]) =>
  models.length > 0 && !models.some((model) => model.available && isOnline(model));

export const PROVIDER_KEYS_HINT =
  'The server operator can configure one by setting OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or XAI_API_KEY.';

/** Shown when the server can run no AI model, or answered that the chosen one is not configured. */
export function NoProviderNotice({ reason, offline }: { reason: string | null; offline: boolean }) {
  return (
    <Alert color="saffron" title="No AI provider is configured" role="status" data-testid="no-ai-provider">
      {reason ? `${reason.replace(/\.$/, '')}. ` : ''}
      {offline
        ? 'Only script conversion (offline) can run: it writes Sanskrit, Hindi or Marathi text in the other scripts. '
        : ''}
      {PROVIDER_KEYS_HINT}
    </Alert>
  );
}

interface ModelSelectProps {
  models: readonly AiModel[];
  value: string;
  onChange: (value: string) => void;
}

/** The model choice; models the server cannot run are listed, disabled, with the reason. */
export function ModelSelect({ models, value, onChange }: ModelSelectProps) {
  const data = models.map((model) => ({
    value: model.choice,
    label: model.available ? model.label : `${model.label} (unavailable: ${model.reason ?? 'not configured'})`,
    disabled: !model.available,
  }));
  return (
    <NativeSelect
      label="AI model"
      name="aiModel"
      data={data.length > 0 ? data : [{ value: DEFAULT_MODEL, label: 'Loading models...' }]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
