// The shared merchant model: schemas, rule sets, validation and field paths.
export * from './bounded-json';
export * from './field-checks';
export * from './field-kind';
export * from './field-path';
export * from './field-rules';
export * from './merchant-fields';
export * from './merchant-record-schema';
export * from './merchant-schema';
export * from './normalize';
export * from './plausibility';
export * from './quickstart-rules';
export * from './us-states';
export * from './validate';
