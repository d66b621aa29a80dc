import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from "graphql";

/**
 * The names of the fields a query selects at `path` below the field being resolved (`["edges", "node"]`
 * for a connection's items), through its fragments, leaving out what @skip and @include drop for its
 * variables: for a resolver that reads only what the answer will show.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path)
    sets = sets.flatMap((set) =>
      fieldsOf(set, info).flatMap((field) =>
        field.name.value === name && field.selectionSet ? [field.selectionSet] : [],
      ),
    );
  return new Set(sets.flatMap((set) => fieldsOf(set, info).map((field) => field.name.value)));
}

function fieldsOf(set: SelectionSetNode, info: GraphQLResolveInfo): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (!included(selection, info.variableValues)) return [];
    if (selection.kind === Kind.FIELD) return [selection];
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet, info) : [];
  });
}

function included(selection: SelectionNode, variables: Record<string, unknown>): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}
