/** Query keys the symptom checker owns. */
export const symptomCheckerKeys = {
  all: ['symptom-checker'] as const,
  symptoms: ['symptom-checker', 'symptoms'] as const,
};
