-- Neovim's own LSP client against `formc lsp`, as an app developer on Debian 12 meets it:
-- Neovim 0.7.2, set up with docs/editors.md's recipe for 0.7 (vim.lsp.start_client and
-- vim.lsp.buf_attach_client from a FileType autocmd: runtime/doc/lsp.txt, lsp-extension.txt
-- and api.txt of 0.7). Run by Tests/LSP/test_neovim.py as
--
--   nvim --headless --clean -c 'luafile Tests/LSP/neovim/formc_client.lua'
--
-- with, in the environment:
--   PATH              holding the formc to test, which the recipe starts as `formc lsp`
--   FORMC_NVIM_SETUP  the recipe, a Lua file (the test copies it out of docs/editors.md)
--   FORMC_NVIM_DIR    an empty folder: the specs are written there (it is the project root)
--   FORMC_NVIM_CHECK  the check to run: diagnostics, hover, block-completion,
--                     flow-completion or rename
--
-- It prints "formc-nvim: ok CHECK" and exits 0, or prints "formc-nvim: FAIL CHECK: why" to
-- standard error and exits 1. Every check ends by stopping the client as Neovim does on :quit
-- (shutdown, then exit) and requires formc to exit with status 0.
--
-- Positions below are written by hand. LSP lines and characters are 0-based, characters in
-- UTF-16 code units (Neovim 0.7 offers no position encodings, so LSP's default holds);
-- vim.diagnostic columns are 0-based byte offsets into the line (Neovim converts).

local SETUP = os.getenv('FORMC_NVIM_SETUP')
local DIR = os.getenv('FORMC_NVIM_DIR')
local CHECK = os.getenv('FORMC_NVIM_CHECK')
local TIMEOUT = 10000

local function fail(message)
  error(message, 0)
end

local function expect(condition, message)
  if not condition then
    fail(message)
  end
end

local function write_file(path, text)
  local file = assert(io.open(path, 'w'))
  file:write(text)
  file:close()
end

-- The checkout spec a new user writes: three errors, one of them after an emoji, which takes
-- 4 bytes in UTF-8 and 2 code units in UTF-16.
local CHECKOUT = table.concat({
  'form: Checkout',
  'order: [email, nmae]',
  'fields:',
  '  - id: email',
  '    kind: email',
  '    label: Email',
  '  - {label: "😀 Name", id: name, visibleWhen: not sameBiling}',
  '  - {id: sameBilling, kind: toggle, label: Same billing address}',
  '',
}, '\n')

-- The 19 kinds of docs/spec-language.md, the words completion offers after `kind:`.
local KINDS = {
  'date', 'dateTime', 'decimal', 'email', 'monthYear', 'multiSelect', 'multiline', 'number', 'phone', 'picker',
  'rating', 'secure', 'segmented', 'slider', 'stepper', 'text', 'time', 'toggle', 'url', 'yesNo',
}

-- The client the recipe started, and how its formc exited ({ code, signal }) once it has:
-- vim.lsp.start_client is wrapped, before the recipe runs, to see both.
local started, exited
local start_client = vim.lsp.start_client
vim.lsp.start_client = function(config)
  local on_exit = config.on_exit
  config.on_exit = function(code, signal, client_id)
    exited = { code = code, signal = signal }
    if on_exit then
      on_exit(code, signal, client_id)
    end
  end
  started = start_client(config)
  return started
end

-- Opens `name` (written in DIR with `text`), which the recipe attaches to formc lsp as the
-- buffer gets its filetype, and waits for the server to be initialized. Returns the client
-- and the buffer.
local function open(name, text)
  local path = DIR .. '/' .. name
  write_file(path, text)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local bufnr = vim.api.nvim_get_current_buf()
  expect(vim.bo[bufnr].filetype == 'yaml', name .. ' has filetype ' .. vim.bo[bufnr].filetype)
  expect(started, 'the recipe did not start a client for a YAML buffer')
  local ready = vim.wait(TIMEOUT, function()
    local client = vim.lsp.get_client_by_id(started)
    return client ~= nil and client.initialized == true
  end, 10)
  expect(ready, 'formc lsp did not answer initialize within ' .. TIMEOUT .. ' ms')
  local client = vim.lsp.get_client_by_id(started)
  expect(client.name == 'formc', 'the client is named ' .. tostring(client.name))
  expect(vim.lsp.buf_is_attached(bufnr, started), 'the recipe did not attach the buffer')
  expect(vim.bo[bufnr].omnifunc == 'v:lua.vim.lsp.omnifunc',
    "the recipe's on_attach did not set omnifunc: " .. vim.bo[bufnr].omnifunc)
  return client, bufnr
end

-- Sends `method` and waits for its answer; fails on an error answer or a timeout.
local function request(client, bufnr, method, params)
  local answer, why = client.request_sync(method, params, TIMEOUT, bufnr)
  expect(answer, method .. ' was not answered: ' .. tostring(why))
  expect(answer.err == nil, method .. ' was answered with an error: ' .. vim.inspect(answer.err))
  return answer.result
end

-- The LSP position params of the cursor put at `row` (1-based) and byte `col` (0-based), as
-- Neovim computes them when the user presses K or asks for completion there.
local function at(client, row, col)
  vim.api.nvim_win_set_cursor(0, { row, col })
  return vim.lsp.util.make_position_params(0, client.offset_encoding)
end

local function sorted_labels(result)
  local items = result and (result.items or result) or {}
  local labels = {}
  for _, item in ipairs(items) do
    table.insert(labels, item.label)
  end
  table.sort(labels)
  return labels
end

local function hover_text(result)
  expect(result and result.contents, 'hover returned nothing')
  local contents = result.contents
  if type(contents) == 'string' then
    return contents
  end
  if contents.value then
    return contents.value
  end
  local parts = {}
  for _, part in ipairs(contents) do
    table.insert(parts, type(part) == 'string' and part or part.value)
  end
  return table.concat(parts, '\n')
end

local checks = {}

-- Diagnostics on open, each at its place: vim.diagnostic holds what Neovim shows.
function checks.diagnostics()
  local client, bufnr = open('Checkout.form.yaml', CHECKOUT)
  local arrived = vim.wait(TIMEOUT, function()
    return #vim.diagnostic.get(bufnr) >= 3
  end, 10)
  expect(arrived, 'expected 3 diagnostics, got ' .. vim.inspect(vim.diagnostic.get(bufnr)))
  local got = vim.diagnostic.get(bufnr)
  table.sort(got, function(a, b)
    return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
  end)
  expect(#got == 3, 'expected 3 diagnostics, got ' .. vim.inspect(got))
  -- { code, line, start byte, end byte (nil: not checked), words of the message }
  local expected = {
    { 'FC104', 1, 7, nil, "order leaves out 'name'" },
    { 'FC102', 1, 15, 19, "order names 'nmae'" },
    -- After "😀": byte 52 (UTF-16 unit 50), so the client and server agree on the encoding.
    { 'FC602', 6, 52, 62, "did you mean 'sameBilling'?" },
  }
  for index, want in ipairs(expected) do
    local diagnostic = got[index]
    local place = string.format('%s at %d:%d', want[1], want[2], want[3])
    expect(diagnostic.code == want[1], 'expected ' .. place .. ', got ' .. vim.inspect(diagnostic))
    expect(diagnostic.lnum == want[2] and diagnostic.col == want[3],
      'expected ' .. place .. ', got ' .. diagnostic.lnum .. ':' .. diagnostic.col)
    if want[4] then
      expect(diagnostic.end_lnum == want[2] and diagnostic.end_col == want[4],
        want[1] .. ' should end at ' .. want[2] .. ':' .. want[4] .. ', got '
          .. diagnostic.end_lnum .. ':' .. diagnostic.end_col)
    end
    expect(diagnostic.message:find(want[5], 1, true), want[1] .. ' message: ' .. diagnostic.message)
    expect(diagnostic.severity == vim.diagnostic.severity.ERROR, want[1] .. ' is not an error')
    expect(diagnostic.source == 'formc', want[1] .. ' source: ' .. tostring(diagnostic.source))
  end
  return client, bufnr
end

-- Hover where the user presses K: on a key, its documentation; on a misspelled field id, the
-- diagnostic there with the id meant.
function checks.hover()
  local client, bufnr = open('Checkout.form.yaml', CHECKOUT)
  -- On 'order' (line 2, byte 2): its row of docs/spec-language.md's table of top-level keys.
  local key = hover_text(request(client, bufnr, 'textDocument/hover', at(client, 2, 2)))
  expect(key:find('`order`', 1, true) and key:find('How the focus chain is ordered.', 1, true),
    "hover on 'order' should document the key, got: " .. key)
  -- Byte 55 is inside 'sameBiling' (bytes 52 to 61), after the emoji.
  local typo = hover_text(request(client, bufnr, 'textDocument/hover', at(client, 7, 55)))
  expect(typo:find('FC602', 1, true) and typo:find('sameBilling', 1, true),
    "hover on 'sameBiling' should give FC602 and 'sameBilling', got: " .. typo)
  return client, bufnr
end

-- Completion after `kind: ` in a block mapping, typed into the buffer (a didChange).
checks['block-completion'] = function()
  local client, bufnr = open('Checkout.form.yaml', CHECKOUT)
  vim.api.nvim_buf_set_lines(bufnr, -1, -1, false, { '  - id: phone', '    kind: ' })
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  expect(lines[10] == '    kind: ', 'the edit did not land: ' .. vim.inspect(lines))
  local result = request(client, bufnr, 'textDocument/completion', at(client, 10, 10))
  local labels = sorted_labels(result)
  expect(vim.deep_equal(labels, KINDS),
    'completion after "kind: " should offer the 14 kinds, got ' .. vim.inspect(labels))
  return client, bufnr
end

-- Completion after `kind: ` inside a flow mapping, the style of the examples (issue 29,
-- item 1): the kinds, not the field keys.
checks['flow-completion'] = function()
  local client, bufnr = open('Checkout.form.yaml', CHECKOUT)
  vim.api.nvim_buf_set_lines(bufnr, -1, -1, false, { '  - {id: phone, kind: }' })
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  expect(lines[9] == '  - {id: phone, kind: }', 'the edit did not land: ' .. vim.inspect(lines))
  -- Byte 22 is just before '}'.
  local result = request(client, bufnr, 'textDocument/completion', at(client, 9, 22))
  local labels = sorted_labels(result)
  expect(vim.deep_equal(labels, KINDS),
    'completion in "- {id: phone, kind: |}" should offer the 14 kinds, got ' .. vim.inspect(labels))
  return client, bufnr
end

-- Rename of a field id (issue 29, item 7) from its `id:`, applied by Neovim: every place that
-- names the field changes, and the label that reads "Name" does not. The edit may come as
-- `changes` or `documentChanges`.
local RENAME = table.concat({
  'form: Rename',
  'order: [email, name, gift]',
  'fields:',
  '  - id: email',
  '    kind: email',
  '    next: name',
  '  - id: name',
  '    label: Name',
  '  - id: gift',
  '    label: Gift message',
  '    visibleWhen: name isSet',
  '',
}, '\n')

function checks.rename()
  local client, bufnr = open('Rename.form.yaml', RENAME)
  local uri = vim.uri_from_bufnr(bufnr)
  local edit = request(client, bufnr, 'textDocument/rename',
    vim.tbl_extend('force', at(client, 7, 9), { newName = 'fullName' }))
  expect(edit, 'rename returned no edit')
  local edits = {}
  for _, change in ipairs(edit.documentChanges or {}) do
    if change.textDocument and change.textDocument.uri == uri then
      vim.list_extend(edits, change.edits)
    end
  end
  vim.list_extend(edits, (edit.changes or {})[uri] or {})
  local ranges = {}
  for _, text_edit in ipairs(edits) do
    expect(text_edit.newText == 'fullName', 'an edit writes ' .. vim.inspect(text_edit.newText))
    local range = text_edit.range
    table.insert(ranges, string.format('%d:%d-%d:%d', range.start.line, range.start.character,
      range['end'].line, range['end'].character))
  end
  table.sort(ranges)
  -- order:, next:, id:, visibleWhen:; not the label.
  local want = { '10:17-10:21', '1:15-1:19', '5:10-5:14', '6:8-6:12' }
  expect(vim.deep_equal(ranges, want), 'rename edits ' .. vim.inspect(ranges) .. ', expected ' .. vim.inspect(want))
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding)
  local renamed = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  local expected = RENAME:gsub('(order: %[email, )name', '%1fullName')
    :gsub('next: name', 'next: fullName')
    :gsub('id: name', 'id: fullName')
    :gsub('visibleWhen: name', 'visibleWhen: fullName')
  expect(renamed .. '\n' == expected, 'after the rename the spec reads:\n' .. renamed)
  return client, bufnr
end

-- Stops the client as :quit does (shutdown, then exit) and requires formc to exit with 0.
local function stop(client)
  vim.lsp.stop_client(client.id)
  local ended = vim.wait(TIMEOUT, function()
    return exited ~= nil
  end, 10)
  expect(ended, 'formc lsp did not exit after shutdown and exit')
  expect(exited.code == 0 and exited.signal == 0,
    'formc lsp exited with status ' .. exited.code .. ', signal ' .. exited.signal)
end

local function main()
  expect(vim.fn.executable('formc') == 1, 'no formc on PATH: ' .. tostring(os.getenv('PATH')))
  expect(SETUP and vim.fn.filereadable(SETUP) == 1, 'FORMC_NVIM_SETUP is not a file: ' .. tostring(SETUP))
  expect(DIR and vim.fn.isdirectory(DIR) == 1, 'FORMC_NVIM_DIR is not a folder: ' .. tostring(DIR))
  local check = checks[CHECK or '']
  expect(check, 'unknown FORMC_NVIM_CHECK ' .. tostring(CHECK))
  dofile(SETUP)
  local client = check()
  stop(client)
end

local ok, why = pcall(main)
if ok then
  io.stdout:write('formc-nvim: ok ' .. tostring(CHECK) .. '\n')
  vim.cmd('qall!')
else
  io.stderr:write('formc-nvim: FAIL ' .. tostring(CHECK) .. ': ' .. tostring(why) .. '\n')
  vim.cmd('cquit 1')
end
