// Style sheets are the browser build's business; on the server an import of one is nothing.
