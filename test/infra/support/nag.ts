import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** The rule packs the stack is held to, here and at `cdk synth` (infra/app.ts). */
export const nagPacks = () => [new AwsSolutionsChecks(), new ServerlessChecks()];

/**
 * Every unacknowledged cdk-nag finding under `scope`, errors and warnings alike, as
 * `severity rule at construct path`: nested stacks are constructs of the tree, so they
 * are walked too.
 */
export function nagFindings(scope: IConstruct): string[] {
  return nagPacks().flatMap((pack) =>
    pack
      .validateScope(scope)
      .violations.flatMap((violation) =>
        violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`),
      ),
  );
}

/** Every acknowledgment under `scope`: rule id (finding included) to its reasons. */
export function acknowledgments(scope: IConstruct): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const construct of scope.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        const rule = id.replace(/^annotation::/i, '');
        found.set(rule, (found.get(rule) ?? new Set()).add(reason));
      }
    }
  }
  return found;
}
