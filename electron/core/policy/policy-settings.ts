// The policy's top-level settings and the kind of value each holds, read from PolicySchema itself
// (its JSON Schema), so the registry and profile readers and the generated templates (ADMX, ADML,
// mobileconfig) follow the schema with no list kept by hand (decisions 83). Scalars are stored as
// themselves (a DWORD, a string); lists are stored as JSON text, the way VS Code's ADMX carries
// its complex settings.
import { z } from 'zod';
import { PolicySchema } from '../../../shared/policy/policy-schema';

export type PolicySettingKind = 'boolean' | 'integer' | 'string' | 'json';

export interface PolicySetting {
  name: string;
  kind: PolicySettingKind;
  isRequired: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface JsonSchemaProperty {
  type?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

function kindOf(property: JsonSchemaProperty): PolicySettingKind {
  if (property.type === 'boolean') return 'boolean';
  // schemaVersion is a number literal: a whole number in every store.
  if (property.type === 'integer' || property.type === 'number') return 'integer';
  if (property.type === 'string') return 'string';
  return 'json';
}

let settings: readonly PolicySetting[] | undefined;

/** Every top-level setting, in the schema's order. */
export function policySettings(): readonly PolicySetting[] {
  if (settings !== undefined) return settings;
  const schema = z.toJSONSchema(PolicySchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  settings = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    kind: kindOf(property),
    isRequired: required.has(name),
    ...(property.minimum !== undefined && { minimum: property.minimum }),
    ...(property.maximum !== undefined && { maximum: property.maximum }),
    ...(property.maxLength !== undefined && { maxLength: property.maxLength }),
  }));
  return settings;
}

/** The setting a registry value or user default names; registry names ignore case. */
export function policySettingNamed(name: string): PolicySetting | undefined {
  const lower = name.toLowerCase();
  return policySettings().find((setting) => setting.name.toLowerCase() === lower);
}
