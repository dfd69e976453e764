//! The crate's source read as modules: each file parsed, its test items set
//! apart, and every path it names resolved to the module that defines the
//! item (through re-exports), so sizes and arrows can be counted.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit::Visit;

/// A module's path from the crate root, `["discord", "send"]`.
pub type ModPath = Vec<String>;

/// One source file of the library (or `main.rs`).
pub struct SourceFile {
    /// Relative to the package root, `src/discord/send.rs`.
    pub file: PathBuf,
    pub module: ModPath,
    pub lines: usize,
    /// String literals (statements, for the store) by their first line,
    /// with the highest positional parameter (`$n`) each names.
    pub positional_params: Vec<(usize, usize)>,
}

/// What the checks read off the crate (syn's trees themselves can't be
/// shared between test threads).
pub struct Facts {
    pub files: Vec<SourceFile>,
    pub functions: Vec<Function>,
    pub arrows: Arrows,
}

/// Reads the crate under `root`.
pub fn read(root: &Path) -> Facts {
    let parsed = read_crate(root);
    let functions = parsed
        .iter()
        .flat_map(|(f, ast)| functions(f, ast))
        .collect();
    let arrows = arrows(&parsed);
    Facts {
        files: parsed.into_iter().map(|(f, _)| f).collect(),
        functions,
        arrows,
    }
}

/// A function outside tests, with its length from `fn` to its closing brace.
pub struct Function {
    pub module: ModPath,
    pub name: String,
    pub lines: usize,
    /// Whether its body is one `match` whose every arm is a literal: a flat
    /// table (errors to message ids), as long as its list.
    pub flat_table: bool,
}

/// Every `.rs` file under `src/`, parsed.
fn read_crate(root: &Path) -> Vec<(SourceFile, syn::File)> {
    let mut files = Vec::new();
    collect(&root.join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
            let ast = syn::parse_file(&text)
                .unwrap_or_else(|e| panic!("parsing {}: {e}", path.display()));
            let file = path
                .strip_prefix(root)
                .expect("under the root")
                .to_path_buf();
            let mut positional_params = Vec::new();
            let tokens: proc_macro2::TokenStream = text
                .parse()
                .unwrap_or_else(|e| panic!("lexing {}: {e}", path.display()));
            collect_positional_params(tokens, &mut positional_params);
            let file = SourceFile {
                module: module_of(&file),
                lines: text.lines().count(),
                positional_params,
                file,
            };
            (file, ast)
        })
        .collect()
}

/// Every string literal's highest `$n`, macros' arguments included (`format!`).
fn collect_positional_params(tokens: proc_macro2::TokenStream, out: &mut Vec<(usize, usize)>) {
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Group(g) => collect_positional_params(g.stream(), out),
            proc_macro2::TokenTree::Literal(lit) => {
                let text = lit.to_string();
                if !text.starts_with('"') {
                    continue;
                }
                let highest = text
                    .split('$')
                    .skip(1)
                    .filter_map(|after| {
                        let digits: String =
                            after.chars().take_while(char::is_ascii_digit).collect();
                        digits.parse::<usize>().ok()
                    })
                    .max();
                if let Some(n) = highest {
                    out.push((lit.span().start().line, n));
                }
            }
            _ => {}
        }
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/a/b.rs` and `src/a/b/mod.rs` are `a::b`; `src/lib.rs` is the root.
fn module_of(file: &Path) -> ModPath {
    let mut parts: Vec<String> = file
        .iter()
        .skip(1)
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap_or_default();
    match last.as_str() {
        "lib.rs" | "mod.rs" => {}
        "main.rs" if parts.is_empty() => parts.push("<main>".into()),
        other => parts.push(other.trim_end_matches(".rs").to_string()),
    }
    parts
}

pub fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Ident>()
                .is_ok_and(|ident| ident == "test")
    })
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(i) => &i.attrs,
        syn::Item::Enum(i) => &i.attrs,
        syn::Item::Fn(i) => &i.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Macro(i) => &i.attrs,
        syn::Item::Mod(i) => &i.attrs,
        syn::Item::Static(i) => &i.attrs,
        syn::Item::Struct(i) => &i.attrs,
        syn::Item::Trait(i) => &i.attrs,
        syn::Item::Type(i) => &i.attrs,
        syn::Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Every function outside test items in `file`.
fn functions(file: &SourceFile, ast: &syn::File) -> Vec<Function> {
    let mut finder = FunctionFinder {
        module: file.module.clone(),
        owner: None,
        found: Vec::new(),
    };
    finder.visit_file(ast);
    finder.found
}

fn is_flat_table(body: &syn::Block) -> bool {
    // `use Enum as E;` first is still a table.
    let stmts: Vec<&syn::Stmt> = body
        .stmts
        .iter()
        .filter(|s| !matches!(s, syn::Stmt::Item(syn::Item::Use(_))))
        .collect();
    let [syn::Stmt::Expr(syn::Expr::Match(m), None)] = stmts.as_slice() else {
        return false;
    };
    m.arms
        .iter()
        .all(|arm| matches!(&*arm.body, syn::Expr::Lit(_)))
}

struct FunctionFinder {
    module: ModPath,
    owner: Option<String>,
    found: Vec<Function>,
}

impl FunctionFinder {
    fn record(&mut self, name: &syn::Ident, sig: &syn::Signature, body: &syn::Block) {
        let lines = body.span().end().line - sig.span().start().line + 1;
        let name = match &self.owner {
            Some(owner) => format!("{owner}::{name}"),
            None => name.to_string(),
        };
        self.found.push(Function {
            module: self.module.clone(),
            name,
            lines,
            flat_table: is_flat_table(body),
        });
    }
}

impl<'ast> Visit<'ast> for FunctionFinder {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_test(item_attrs(item)) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.record(&f.sig.ident, &f.sig, &f.block);
        syn::visit::visit_item_fn(self, f);
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        let owner = match &*i.self_ty {
            syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        };
        let outer = std::mem::replace(&mut self.owner, owner);
        syn::visit::visit_item_impl(self, i);
        self.owner = outer;
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if !is_test(&f.attrs) {
            self.record(&f.sig.ident, &f.sig, &f.block);
            syn::visit::visit_impl_item_fn(self, f);
        }
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(body) = &f.default {
            self.record(&f.sig.ident, &f.sig, body);
        }
        syn::visit::visit_trait_item_fn(self, f);
    }
}

/// What each module names: the paths it uses (relative as written, with
/// the inline module they were written in) and what it re-exports.
#[derive(Default)]
struct Names {
    /// (inline module the path was written in, the path's segments).
    used: Vec<(ModPath, Vec<String>)>,
    /// Every `use` of the module (private ones too): a name brought in, and
    /// the path it stands for as written, with the inline module it was in.
    imports: BTreeMap<String, (ModPath, Vec<String>)>,
    /// The names a `pub`/`pub(crate)` use makes available from here.
    exports: BTreeSet<String>,
}

/// The arrows between the crate's modules (file modules, not inline ones):
/// `from` names an item that `to` defines (re-exports followed).
pub struct Arrows {
    pub edges: BTreeSet<(ModPath, ModPath)>,
    /// For each module, the names it re-exports and where they come from.
    pub reexports: BTreeMap<ModPath, BTreeMap<String, ModPath>>,
}

fn arrows(files: &[(SourceFile, syn::File)]) -> Arrows {
    // The library's files: the root and every file a non-test `mod` declares.
    let mut declared = BTreeSet::from([ModPath::new()]);
    for (file, ast) in files {
        declare(&file.module, &ast.items, &mut declared);
    }
    let library: Vec<&(SourceFile, syn::File)> = files
        .iter()
        .filter(|(f, _)| declared.contains(&f.module))
        .collect();
    // Inline modules become known modules too, so `super` inside them resolves.
    let mut names: BTreeMap<ModPath, Names> = BTreeMap::new();
    let mut file_modules: BTreeSet<ModPath> = BTreeSet::new();
    for (file, ast) in &library {
        file_modules.insert(file.module.clone());
        gather(&file.module, &ast.items, &mut names);
    }
    let known: BTreeSet<ModPath> = names.keys().cloned().collect();
    let resolver = Resolver {
        names: &names,
        known: &known,
    };
    let file_of = |m: &ModPath| -> ModPath {
        (0..=m.len())
            .rev()
            .map(|n| m[..n].to_vec())
            .find(|p| file_modules.contains(p))
            .unwrap_or_default()
    };
    let mut edges = BTreeSet::new();
    for (module, n) in &names {
        for (at, path) in &n.used {
            if let Some(target) = resolver.target(at, path, 0) {
                let (from, to) = (file_of(module), file_of(&target));
                if from != to && !to.is_empty() {
                    edges.insert((from, to));
                }
            }
        }
    }
    let mut reexports = BTreeMap::new();
    for (module, n) in &names {
        let mut out = BTreeMap::new();
        for name in &n.exports {
            if let Some((at, path)) = n.imports.get(name)
                && let Some(target) = resolver.target(at, path, 0)
            {
                out.insert(name.clone(), file_of(&target));
            }
        }
        reexports.insert(module.clone(), out);
    }
    Arrows { edges, reexports }
}

fn declare(module: &ModPath, items: &[syn::Item], declared: &mut BTreeSet<ModPath>) {
    for item in items {
        if let syn::Item::Mod(m) = item
            && !is_test(&m.attrs)
        {
            let mut child = module.clone();
            child.push(m.ident.to_string());
            if let Some((_, inner)) = &m.content {
                declare(&child, inner, declared);
            }
            declared.insert(child);
        }
    }
}

fn gather(module: &ModPath, items: &[syn::Item], names: &mut BTreeMap<ModPath, Names>) {
    let mut seen = PathCollector::default();
    for item in items {
        if is_test(item_attrs(item)) {
            continue;
        }
        match item {
            syn::Item::Mod(m) => {
                let mut child = module.clone();
                child.push(m.ident.to_string());
                match &m.content {
                    Some((_, inner)) => gather(&child, inner, names),
                    None => {
                        names.entry(child).or_default();
                    }
                }
            }
            syn::Item::Use(u) => {
                let exported = !matches!(u.vis, syn::Visibility::Inherited);
                let entry = names.entry(module.clone()).or_default();
                for (name, path) in use_leaves(&u.tree, Vec::new()) {
                    entry.used.push((module.clone(), path.clone()));
                    if name != "_" && name != "*" {
                        entry.imports.insert(name.clone(), (module.clone(), path));
                        if exported {
                            entry.exports.insert(name);
                        }
                    }
                }
            }
            other => seen.visit_item(other),
        }
    }
    let entry = names.entry(module.clone()).or_default();
    entry
        .used
        .extend(seen.paths.into_iter().map(|p| (module.clone(), p)));
}

/// Each name a use tree brings in, with the full path it stands for.
fn use_leaves(tree: &syn::UseTree, prefix: Vec<String>) -> Vec<(String, Vec<String>)> {
    let with = |ident: &syn::Ident| {
        let mut p = prefix.clone();
        p.push(ident.to_string());
        p
    };
    match tree {
        syn::UseTree::Path(p) => use_leaves(&p.tree, with(&p.ident)),
        syn::UseTree::Name(n) if n.ident == "self" => {
            let name = prefix.last().cloned().unwrap_or_default();
            vec![(name, prefix)]
        }
        syn::UseTree::Name(n) => vec![(n.ident.to_string(), with(&n.ident))],
        syn::UseTree::Rename(r) => vec![(r.rename.to_string(), with(&r.ident))],
        syn::UseTree::Glob(_) => vec![("*".into(), prefix)],
        syn::UseTree::Group(g) => g
            .items
            .iter()
            .flat_map(|t| use_leaves(t, prefix.clone()))
            .collect(),
    }
}

/// Paths in code, in macro bodies and in attribute strings (poise's
/// `check = "crate::…"`), with more than one segment.
#[derive(Default)]
struct PathCollector {
    paths: Vec<Vec<String>>,
}

impl PathCollector {
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(g) => self.tokens(g.stream()),
                TokenTree::Literal(l) => {
                    if let Ok(syn::Lit::Str(s)) = syn::parse_str::<syn::Lit>(&l.to_string())
                        && let Ok(path) = syn::parse_str::<syn::Path>(&s.value())
                    {
                        self.path(&path);
                    }
                }
                TokenTree::Ident(first) => {
                    let mut path = vec![first.to_string()];
                    while let (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)), Some(next)) =
                        (trees.get(i + 1), trees.get(i + 2), trees.get(i + 3))
                    {
                        let TokenTree::Ident(next) = next else { break };
                        if a.as_char() != ':' || b.as_char() != ':' {
                            break;
                        }
                        path.push(next.to_string());
                        i += 3;
                    }
                    if path.len() > 1 {
                        self.paths.push(path);
                    }
                }
                TokenTree::Punct(_) => {}
            }
            i += 1;
        }
    }

    fn path(&mut self, path: &syn::Path) {
        if path.segments.len() > 1 {
            self.paths
                .push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
    }
}

impl<'ast> Visit<'ast> for PathCollector {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_test(item_attrs(item)) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if !is_test(&f.attrs) {
            syn::visit::visit_impl_item_fn(self, f);
        }
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.paths
            .extend(use_leaves(&u.tree, Vec::new()).into_iter().map(|(_, p)| p));
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.path(path);
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if let syn::Meta::List(list) = &attr.meta {
            self.tokens(list.tokens.clone());
        }
    }
}

struct Resolver<'a> {
    names: &'a BTreeMap<ModPath, Names>,
    known: &'a BTreeSet<ModPath>,
}

impl Resolver<'_> {
    /// The module defining what `path` (written in module `at`) names, or
    /// `None` where it leads outside the crate.
    fn target(&self, at: &ModPath, path: &[String], depth: usize) -> Option<ModPath> {
        let absolute = self.absolute(at, path, depth)?;
        self.definer(&absolute, depth)
    }

    fn absolute(&self, at: &ModPath, path: &[String], depth: usize) -> Option<Vec<String>> {
        let (first, rest) = path.split_first()?;
        let mut base = match first.as_str() {
            "crate" => Vec::new(),
            "self" => at.clone(),
            "super" => {
                let mut up = at.clone();
                up.pop()?;
                let mut rest = rest;
                while rest.first().is_some_and(|s| s == "super") {
                    up.pop()?;
                    rest = &rest[1..];
                }
                up.extend(rest.iter().cloned());
                return Some(up);
            }
            _ => {
                let mut child = at.clone();
                child.push(first.clone());
                if self.known.contains(&child) {
                    child
                } else if let Some((from, imported)) =
                    self.names.get(at).and_then(|n| n.imports.get(first))
                {
                    if depth > 8 || imported.as_slice() == path {
                        return None;
                    }
                    let mut p = self.absolute(from, imported, depth + 1)?;
                    p.extend(rest.iter().cloned());
                    return Some(p);
                } else {
                    return None;
                }
            }
        };
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The module an absolute path's item is defined in: the longest known
    /// module it starts with, or where that module's re-export leads.
    fn definer(&self, absolute: &[String], depth: usize) -> Option<ModPath> {
        let n = (0..=absolute.len())
            .rev()
            .find(|&n| self.known.contains(&absolute[..n].to_vec()))?;
        let module = absolute[..n].to_vec();
        let Some(name) = absolute.get(n) else {
            return Some(module);
        };
        match self.names.get(&module).and_then(|m| m.imports.get(name)) {
            Some((at, path)) if depth < 8 => {
                let mut path = path.clone();
                path.extend(absolute[n + 1..].iter().cloned());
                self.target(at, &path, depth + 1).or(Some(module))
            }
            _ => Some(module),
        }
    }
}
