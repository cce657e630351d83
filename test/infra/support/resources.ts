import type { Template } from 'aws-cdk-lib/assertions';

export interface Resource {
  Type: string;
  Properties: Record<string, any>;
  [key: string]: unknown;
}

/** The Lambda function whose description is `description` (a route key or a job's). */
export function findFunction(template: Template, description: string | RegExp): [string, Resource] {
  const found = Object.entries(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
    ([, fn]) => (typeof description === 'string' ? fn.Properties.Description === description : description.test(fn.Properties.Description)),
  );
  if (found.length !== 1) throw new Error(`expected one function described ${description}, found ${found.length}`);
  return found[0]!;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

/** The statements of every policy attached to the function's role. */
export function statementsOf(template: Template, fn: Resource): Statement[] {
  const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((policy) =>
    (policy.Properties.Roles as unknown[]).some((ref) => JSON.stringify(ref) === JSON.stringify({ Ref: role })),
  );
  return policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

export const actionsOf = (statements: Statement[]) =>
  statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));
